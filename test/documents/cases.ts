// The case file the documents tests share: one Nigerian person across a bank statement (PDF) and a
// payslip (DOCX), a British customer in a water bill (HTML), and a note with no jurisdiction signal.
import { docxFile, htmlFile, textPdf } from './fixtures.js';

export const STATEMENT = [
  'FIRST BANK OF NIGERIA PLC',
  'Statement of Account - November 2026',
  'Account holder: Adesola Okonkwo',
  'Address: 12 Allen Avenue, Ikeja, Lagos',
  'NIN: 12345678901',
  'Phone: 0803 555 7890',
  'Closing balance: NGN 250,000.00',
];
export const PAYSLIP = [
  'Kijani Foods Ltd - Payslip November 2026',
  'Employee: Adesola Okonkwo',
  'NIN: 12345678901',
  'Phone: 0803 555 7890',
  'Net pay: NGN 410,000.00',
];
export const WATER_BILL = [
  'Thames Water Utilities Ltd',
  'Customer name: Margaret Ellison',
  'Address: 221 Baker Street, London NW1 6XE',
  'Email: m.ellison@example.co.uk',
  'Account number: 7720 1155',
];
export const NOTE = '😀 Visitor note\nName: Jordan Smith\nEmail: jordan.smith@example.org\n';

/** Every identifying value above: none may appear unmasked in a default answer. */
export const SECRET_VALUES = [
  'Adesola Okonkwo',
  '12345678901',
  '0803 555 7890',
  '12 Allen Avenue',
  'Margaret Ellison',
  'm.ellison@example.co.uk',
  '221 Baker Street',
  'Jordan Smith',
  'jordan.smith@example.org',
];

export async function caseFiles(): Promise<Record<string, Buffer>> {
  return {
    'statement.pdf': await textPdf(STATEMENT),
    'payslip.docx': await docxFile(PAYSLIP),
    'water-bill.html': htmlFile('Water bill', WATER_BILL),
    'note.txt': Buffer.from(NOTE, 'utf8'),
  };
}
