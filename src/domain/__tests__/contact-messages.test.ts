/** Issue 20: the account checks' messages follow the language; the server's own words pass as they are. */
import { afterEach, describe, expect, it } from 'vitest';
import { companyFieldProblem, nameProblem, shownMessage } from '@/domain/contact-messages';
import { departmentLabels, roleLabel } from '@/domain/label-ids';
import { INVALID_MOBILE } from '@/domain/contact';
import { otpMessages } from '@/domain/otp';
import { activateLanguage, loadAllAreas, t } from '@/i18n/i18n';

afterEach(() => activateLanguage('en'));

describe('account messages by language (issue 20)', () => {
  it('keeps the English texts the spec and the server use', () => {
    expect(nameProblem(t, '  ', 'companyName')).toBe('Company name is required');
    // A name goes into e-mails and SMS: a person's name, no web address (as the server checks).
    expect(nameProblem(t, 'Notice: pay now', 'name')).toBe(
      'Name may contain only letters, spaces, dots, apostrophes and hyphens',
    );
    expect(nameProblem(t, 'x'.repeat(101), 'name')).toBe('Name must be at most 100 characters');
    expect(nameProblem(t, 'Pay at midc-dues.in', 'companyName', 300)).toBe(
      'Company name must not contain a web address (put a space after a dot)',
    );
    expect(nameProblem(t, 'श्रीमती सुनीता देशमुख', 'name')).toBeNull();
    expect(companyFieldProblem(t, 'Pincode', '12')).toBe('Enter a 6-digit PIN code');
    expect(companyFieldProblem(t, 'City', 'x'.repeat(101))).toBe('At most 100 characters');
    expect(shownMessage(t, otpMessages.mobileFailed)).toBe(otpMessages.mobileFailed);
    expect(roleLabel(t, 3)).toBe('Transaction-User');
  });

  it('says them in Marathi and Hindi, and leaves other texts alone', async () => {
    await activateLanguage('mr');
    await loadAllAreas();
    expect(nameProblem(t, 'x'.repeat(301), 'companyName', 300)).toBe(
      'कंपनीचे नाव जास्तीत जास्त 300 अक्षरांचे असावे',
    );
    expect(companyFieldProblem(t, 'GSTIN', 'nope')).toBe(
      '27AABCD1234E1Z5 यासारखा 15 वर्णांचा जीएसटीआयएन प्रविष्ट करा',
    );
    expect(companyFieldProblem(t, 'Pincode', '411001')).toBeNull();
    expect(nameProblem(t, 'Pay at midc-dues.in', 'name')).toBe(
      'नावात वेब पत्ता नसावा (बिंदूनंतर एक स्पेस द्या)',
    );
    expect(departmentLabels(t, [7, 0, 99])).toEqual(['भाडेपट्टा व जमीन', 'सह-विकासक']);
    await activateLanguage('hi');
    await loadAllAreas();
    expect(shownMessage(t, INVALID_MOBILE)).toBe(
      '10 अंकों का भारतीय मोबाइल नंबर दर्ज करें (6, 7, 8 या 9 से शुरू होने वाला)',
    );
    expect(shownMessage(t, 'Plot W-45 is not yours')).toBe('Plot W-45 is not yours');
    expect(roleLabel(t, 4)).toBe('एमआईडीसी उपयोगकर्ता');
  });
});
