import type { ExportTable } from '../../contract/schemas/consoleDesk';
import { useT } from '../i18n/useT';
import { downloadCsv } from './calls';
import { Button, Outcome } from './ui';
import { useAction } from './useLoad';

/** Downloads a console table as CSV with the filters it shows (the server streams it, checks the role and audits it). */
export function CsvButton({
  table,
  filters = {},
  label,
  testId,
}: {
  table: ExportTable;
  filters?: Record<string, string | number | null>;
  label?: string;
  testId?: string;
}) {
  const t = useT();
  const action = useAction();
  const download = () => {
    void action.run(async () => {
      await downloadCsv(table, filters);
      return null;
    });
  };
  return (
    <>
      <Button variant="ghost" onClick={download} disabled={action.busy} testId={testId ?? `console-csv-${table}`}>
        {action.busy ? t('console.desk.csv.busy') : (label ?? t('console.desk.csv.download'))}
      </Button>
      <Outcome error={action.error} />
    </>
  );
}
