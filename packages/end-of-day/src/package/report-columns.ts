/** The members a detail row is read into, each from one column. */
export type ReportField =
  | 'transactionId'
  | 'mchOrderId'
  | 'amount'
  | 'fee'
  | 'currency'
  | 'status'
  | 'transactionTime'
  | 'settlementTime';

/** The summary's totals, each from one column. */
export type SummaryField = 'totalCount' | 'totalAmount' | 'totalFee';

/**
 * The headers each member is read from. The page names the files but not their columns
 * (https://jtdocs.bluepay.asia/en/ReportDownload.html): these defaults are the names the gateway's API
 * uses for the same facts, in the spellings a spreadsheet gives them, and `@lintas/sandbox` writes the
 * first of each. A header matches ignoring case, spaces and punctuation; give your package's own
 * names with `columns` (`{ amount: 'Trans Amount' }`).
 */
export const defaultColumns: Readonly<Record<ReportField | SummaryField, readonly string[]>> = {
  transactionId: ['Transaction ID', 'Transaction No', 'Platform Order No', 'Order No'],
  mchOrderId: ['Merchant Order ID', 'Merchant Order No', 'Mch Order ID', 'Merchant Reference'],
  amount: ['Amount', 'Transaction Amount', 'Order Amount', 'Trans Amount'],
  fee: ['Fee', 'Transaction Fee', 'Service Fee', 'Handling Fee'],
  currency: ['Currency'],
  status: ['Status', 'Transaction Status'],
  transactionTime: ['Transaction Time', 'Create Time', 'Trans Time'],
  settlementTime: ['Settlement Time', 'Settled Time', 'Return Time'],
  totalCount: ['Total Count', 'Count', 'Transaction Count', 'Number of Transactions'],
  totalAmount: ['Total Amount', 'Transaction Amount', 'Amount'],
  totalFee: ['Total Fee', 'Fee'],
};

/** Your package's headers for some members: one name, or several accepted names. */
export type ColumnNames = Partial<Record<ReportField | SummaryField, string | readonly string[]>>;

/** The accepted headers of every member: `columns` over the defaults. */
export function columnNames(
  columns: ColumnNames = {},
): Readonly<Record<ReportField | SummaryField, readonly string[]>> {
  const names = { ...defaultColumns };
  for (const [field, given] of Object.entries(columns) as [ReportField | SummaryField, string | readonly string[]][])
    names[field] = typeof given === 'string' ? [given] : given;
  return names;
}

/** A header as compared: lowercase letters and digits only. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');
