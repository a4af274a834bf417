/**
 * 'Download receipt (PDF)': fetched with the session headers (a signed-in payer's receipt is not
 * public), then saved under the transaction's name.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { downloadReceipt } from '@/api/payments';
import { t } from '@/i18n/i18n';

export function ReceiptDownloadButton({
  txn,
  onError,
}: {
  txn: string;
  onError: (message: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    onError(null);
    try {
      const url = URL.createObjectURL(await downloadReceipt(txn));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `receipt-${txn}.pdf`,
      });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      console.error('Receipt download failed', error);
      onError(t('payments.receipt.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void save()} disabled={busy}>
      {t('payments.receipt.download')}
    </Button>
  );
}
