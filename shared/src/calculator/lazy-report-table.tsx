/*
 * The report tab's table and CSV download, in a chunk of their own: a page shows neither before Calculate, so a
 * visitor does not download them with the page. The results ask for the chunk as soon as there is something to
 * report (preloadReportTable), so the tab shows the table at once when opened.
 */
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { lazyPart } from '../lazy/lazy-part';
import type { ReportTableProps } from './report-table';

export const REPORT_FAILED_MESSAGE = 'The report could not load. The figures in the results tab are complete.';

const Loading = styled.p`
  min-height: 120px;
  margin: 0;
  color: var(--text-muted);
  font-size: 14px;
`;

const reportTable = lazyPart(
  () => import(/* webpackChunkName: "report-table" */ './report-table').then((module) => module.ReportTable),
  {
    message: REPORT_FAILED_MESSAGE,
    retryLabel: 'Retry report',
    fallback: <Loading role="status">Loading the report…</Loading>,
  },
);

export const preloadReportTable = reportTable.preload;

/** ReportTable, loaded on first use. */
export const LazyReportTable = reportTable.Part as <Row>(props: ReportTableProps<Row>) => ReactElement;
