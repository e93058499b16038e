import { vars } from '../../themes/contract.css';

/** The block margin that centres an indicator of the given height on the first line of a label. */
export function onFirstLine(height: string): string {
  return `calc((${vars.typography.text.standard.lineHeight} - ${height}) / 2)`;
}
