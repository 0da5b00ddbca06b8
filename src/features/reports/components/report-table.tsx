import { getLocale, getTranslations } from 'next-intl/server';
import { formatCell } from '../format';
import type { ReportTable } from '../tables';

/** A report's table as the page shows it: a caption, header cells and the locale's numbers. */
export async function ReportTableView({ table, caption }: { table: ReportTable; caption: string }) {
  const [t, locale] = await Promise.all([getTranslations('reports'), getLocale()]);
  const translate = (key: string) => t(key as never);
  return (
    <table className="w-full text-sm" data-testid={`table-${table.id}`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          {table.columns.map((column, i) => (
            <th key={column} scope="col" className={i === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pl-3 text-right font-medium'}>
              {t(`columns.${column}` as never)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.length === 0 ? (
          <tr>
            <td colSpan={table.columns.length} className="py-4 text-center text-muted-foreground">
              {t('empty')}
            </td>
          </tr>
        ) : (
          table.rows.map((row, r) => (
            <tr key={r} className="border-b last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-2 pr-3 text-left font-normal break-words">
                    {formatCell(cell, locale, translate)}
                  </th>
                ) : (
                  <td
                    key={i}
                    className={
                      cell.kind === 'text' ? 'py-2 pl-3 break-words' : 'py-2 pl-3 text-right tabular-nums whitespace-nowrap'
                    }
                  >
                    {formatCell(cell, locale, translate)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
