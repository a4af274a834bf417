import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

/** A stand-in for XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const tle = service('TimeLimitExtensionService');
const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function open() {
  const answers = sample(tle);
  delete answers.documents;
  const view = renderStepper(tle, {
    mode: 'live',
    initialAnswers: answers,
    initialStep: 'documents',
  });
  const input = document.getElementById('root_documents_approvedPlan-input') as HTMLInputElement;
  return { ...view, input };
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  sessionStorage.setItem('UserId', '7');
  sessionStorage.setItem('access_token', 'jwt');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('FileUploadWidget', SLOW, () => {
  it('is a labelled button that says what it accepts', () => {
    open();
    const button = screen.getByRole('button', { name: /Choose file for Approved building plan/ });
    expect(button).toHaveAccessibleDescription('PDF, JPG, JPEG, up to 3 MB.');
  });

  it('is required where the rule says so: Next refuses with the message beside the slot', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const button = screen.getByRole('button', { name: /Choose file for Approved building plan/ });
    await waitFor(() => expect(button).toHaveAccessibleDescription(/This field is required/));
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
  });

  it('refuses a wrong type before uploading', () => {
    const { input } = open();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Accepted file types: PDF, JPG, JPEG');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over the size limit before uploading', () => {
    const { input } = open();
    fireEvent.change(input, { target: { files: [pdf('big.pdf', 3 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('The file must not be larger than 3 MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with progress and the client headers, then keeps only the reference', async () => {
    const { input } = open();
    fireEvent.change(input, { target: { files: [pdf('plan.pdf', 2048)] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads');
    expect(xhr.headers).toMatchObject({ UserId: '7', Authorization: 'Bearer jwt' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body?.get('Key')).toBe('approvedPlan');
    expect(xhr.body?.get('ServiceId')).toBe(tle.id);
    act(() => xhr.progress(1024, 2048));
    expect(
      screen.getByRole('progressbar', { name: /Uploading Approved building plan/ }),
    ).toHaveAttribute('aria-valuenow', '50');
    act(() =>
      xhr.respond(200, {
        IsSuccess: true,
        Message: '',
        Data: { FileId: 'f-1', FileName: 'plan.pdf', ContentType: 'application/pdf', Size: 2048 },
      }),
    );
    expect(await screen.findByText('plan.pdf (2 KB)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Replace Approved building plan/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Remove Approved building plan/ }),
    ).toBeInTheDocument();
  });

  it('shows the server refusal after the upload', async () => {
    const { input } = open();
    fireEvent.change(input, { target: { files: [pdf('fake.pdf', 100)] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      (FakeXhr.sent[0] as FakeXhr).respond(400, {
        IsSuccess: false,
        Message: 'The file is not really a PDF',
        Data: null,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not really a PDF');
  });
});
