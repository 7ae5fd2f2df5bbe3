import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { BANK, formatDate, indiaToday } from '@bank/shared';
import { useI18n } from '../lib/i18n';
import { RecordText, useRecordLang } from '../lib/content-language';
import { useOffices } from '../lib/offices';

/**
 * The line a printed page starts with (print.css shows it on paper only): the bank, the page's title,
 * its date where it has one (a schedule's), the head office's address and the day it was printed.
 * The print date is the browser's, set again as printing starts (a page left open overnight); the
 * server's HTML, which caches share, carries none.
 */
export function PrintLine({ title, dated }: { title: string; dated?: string }) {
  const i18n = useI18n();
  const { headOffice } = useOffices();
  const officeLang = useRecordLang(headOffice);
  const [printedOn, setPrintedOn] = useState<string | null>(null);
  useEffect(() => {
    setPrintedOn(indiaToday());
    const beforePrint = () => flushSync(() => setPrintedOn(indiaToday()));
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, []);
  return (
    <p className="print-line">
      <span lang="en">{BANK.name}</span> · {title}
      {dated && <> · {dated}</>}
      {headOffice && (
        <>
          {' · '}
          <RecordText lang={officeLang}>{headOffice.address}</RecordText>
        </>
      )}
      {printedOn && <> · {i18n._('Printed on {date}', { date: formatDate(printedOn, i18n.numbers) })}</>}
    </p>
  );
}
