import { afterEach, describe, expect, it } from 'vitest';
import { codeOfMessage, serverMessages } from '@/domain/contract/messages';
import { activateLanguage, i18n, loadCatalogsNow } from '@/i18n/i18n';
import { localizeEnvelope, serverText } from '../messages';

const catalogs = {
  mr: import.meta.glob('../../i18n/catalogs/mr/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  hi: import.meta.glob('../../i18n/catalogs/hi/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
};

async function speak(language: 'mr' | 'hi') {
  loadCatalogsNow(language, catalogs[language]);
  await activateLanguage(language);
}

afterEach(() => activateLanguage('en'));

const refused = {
  IsSuccess: false,
  Message: "Field 'Password' is required",
  Code: 'validation.required',
  Params: { subject: 'body', field: 'Password' },
  Data: {
    errors: [
      {
        path: 'Password',
        message: "Field 'Password' is required",
        code: 'validation.required',
        params: { subject: 'body', field: 'Password' },
      },
    ],
  },
};

describe("the server's messages in the user's language", () => {
  it('English catalog texts say exactly what the server says, for every code', () => {
    for (const [code, value] of Object.entries(serverMessages)) {
      for (const form of typeof value === 'string' ? [value] : value) {
        const english = form
          .replace('{subject}', "Field 'Name'")
          .replace(/\{minutes\}/, form.endsWith('minute.') ? '1' : '5')
          .replace(/\{[a-zA-Z]+\}/g, '7');
        const coded = codeOfMessage(english);
        expect(coded?.Code, english).toBe(code);
        expect(i18n._(`server.${code}`, coded?.Params), code).toBe(english);
      }
    }
  });

  it('shows the English Message as the server wrote it in English', () => {
    expect(localizeEnvelope(refused)).toEqual(refused);
  });

  it('shows a refused field in Marathi, with its name', async () => {
    await speak('mr');
    const answer = localizeEnvelope(refused);
    expect(answer.Message).toBe("क्षेत्र 'Password' आवश्यक आहे");
    expect(answer.Code).toBe('validation.required');
    expect((answer.Data as typeof refused.Data).errors[0]!.message).toBe(
      "क्षेत्र 'Password' आवश्यक आहे",
    );
  });

  it('shows a message with a count in Hindi', async () => {
    await speak('hi');
    const locked = {
      IsSuccess: false,
      Message:
        'Account temporarily locked after too many failed sign-in attempts. Try again in 5 minutes.',
      Code: 'account.locked',
      Params: { minutes: 5 },
      Data: null,
    };
    expect(localizeEnvelope(locked).Message).toBe(
      'साइन इन के बहुत अधिक असफल प्रयासों के कारण खाता अस्थायी रूप से लॉक कर दिया गया है. 5 मिनट बाद फिर से प्रयास करें.',
    );
    expect(serverText('plots.notFound', undefined, 'Plot not found')).toBe('भूखंड नहीं मिला');
  });

  it('says the state machine, upload and fee refusals in Marathi, states by their labels', async () => {
    await speak('mr');
    const say = (english: string) => {
      const coded = codeOfMessage(english);
      expect(coded, english).not.toBeNull();
      return serverText(coded!.Code, coded!.Params, english);
    };
    expect(say('This application is rejected and closed.')).toBe(
      'हा अर्ज नामंजूर स्थितीत असून बंद झाला आहे.',
    );
    expect(say('The application is under scrutiny; it cannot be withdrawn.')).toBe(
      'अर्ज छाननी सुरू स्थितीत आहे; तो मागे घेता येणार नाही.',
    );
    expect(say('You are not allowed to ask for payment on this application.')).toBe(
      'आपल्याला हा अर्ज भरण्यासाठी पाठवण्याची परवानगी नाही.',
    );
    expect(say("Unknown upload slot 'siteMap' of tree-felling")).toBe(
      "tree-felling मध्ये 'siteMap' हा अपलोडचा रकाना नाही",
    );
    expect(say('The fee cannot be worked out without this answer')).toBe(
      'या उत्तराशिवाय शुल्काची आकारणी करता येत नाही',
    );
    expect(say('This registration is no longer pending (Approved).')).toBe(
      'ही नोंदणी आता प्रलंबित नाही (मंजूर).',
    );
    expect(say('Transaction not found.')).toBe('व्यवहार सापडला नाही.');
  });

  it('falls back to the English Message for an unknown code or none', async () => {
    await speak('mr');
    expect(serverText('some.newer.code', undefined, 'A newer message')).toBe('A newer message');
    expect(serverText(undefined, undefined, 'No code')).toBe('No code');
    const uncoded = { IsSuccess: false, Message: 'Plain', Data: null };
    expect(localizeEnvelope(uncoded).Message).toBe('Plain');
  });
});
