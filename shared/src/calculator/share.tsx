/* Taking a calculation away: its link (which carries the inputs) and its tables as CSV. */
import { useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import type { ReportColumn } from './definition';
import { toCsv } from './fields';

function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads these columns of these rows as a CSV file (plain numbers, as in the table). */
export function DownloadCsvButton<Row>({
  columns,
  rows,
  fileName,
  children = 'Download CSV',
}: {
  columns: ReportColumn<Row>[];
  rows: Row[];
  fileName: string;
  children?: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={rows.length === 0}
      startIcon={<Icon name="download" size={16} />}
      onClick={() => downloadText(fileName, toCsv(columns, rows), 'text/csv;charset=utf-8')}
    >
      {children}
    </Button>
  );
}

/** Copies the page's URL, which carries the calculation's inputs. */
export function CopyLinkButton({ disabled }: { disabled?: boolean }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    setTimeout(() => setStatus('idle'), 2500);
  }
  return (
    <>
      <Button size="sm" variant="secondary" disabled={disabled} startIcon={<Icon name="link" size={16} />} onClick={copy}>
        {status === 'copied' ? 'Link copied' : 'Copy link'}
      </Button>
      <span className="visually-hidden" role="status">
        {status === 'copied'
          ? 'Link copied to the clipboard'
          : status === 'failed'
            ? 'The link could not be copied; copy it from the address bar.'
            : ''}
      </span>
    </>
  );
}
