/**
 * Which station a print comes from, the printer it goes to and the paper a label takes: the
 * warehouse config's station rows (label size, printer) over the device bindings of master data.
 * Pure, shared by the print centre's screen and the mock. Relative imports only.
 */
import type { DeviceBinding, LabelSize, Position, StationPrinter } from '../master/types';
import { TEMPLATE_PAPER, ZPL_KIND, type PaperSize, type PrintStation, type PrintTemplate } from './index';

export interface StationInputs {
  /** The warehouse config's station rows. */
  stations: readonly StationPrinter[];
  positions: readonly Pick<Position, 'id' | 'code' | 'enabled' | 'userIds'>[];
  devices: readonly Pick<DeviceBinding, 'code' | 'kind' | 'boundType' | 'boundTo' | 'enabled'>[];
}

const printerBound = (devices: StationInputs['devices'], type: DeviceBinding['boundType'], to: string | undefined) =>
  to ? devices.find((d) => d.kind === 'printer' && d.enabled && d.boundType === type && d.boundTo === to)?.code : undefined;

/**
 * The user's station: the configured station of an enabled position the user is on, else the first
 * configured one. Its printer: the row's, when an enabled printer binding; else the printer bound to
 * the station's position; else the printer bound to the user. None configured: 100 × 150, no station.
 */
export function stationFor(inputs: StationInputs, userId: string): PrintStation {
  const positionOf = (code: string) => inputs.positions.find((p) => p.code === code && p.enabled);
  const row = inputs.stations.find((s) => positionOf(s.station)?.userIds.includes(userId)) ?? inputs.stations[0];
  const known = (code: string) => inputs.devices.some((d) => d.code === code && d.kind === 'printer' && d.enabled);
  const printer = (row?.printer && known(row.printer) ? row.printer : undefined) ?? printerBound(inputs.devices, 'position', row && positionOf(row.station)?.id) ?? printerBound(inputs.devices, 'user', userId) ?? '';
  return row ? { station: row.station, printer, labelSize: row.labelSize } : { station: '', printer, labelSize: '100x150' };
}

/** Is the template a label (a label printer's work), not a sheet of A4? */
export const isLabelTemplate = (template: PrintTemplate) => ZPL_KIND[template] !== undefined;

/** The printer a print of the template goes to: a label to the station's printer (else the template's), a sheet to the template's. */
export const printerFor = (template: PrintTemplate, station: PrintStation, templatePrinter: string) => (isLabelTemplate(template) && station.printer ? station.printer : templatePrinter);

const SIZE_PAPER: Record<LabelSize, PaperSize> = { '100x150': 'label', '100x50': 'small', A4: 'a4' };

/** The page a print of the template takes: a label the station's label size (no station: the template's own), a sheet A4. */
export const paperFor = (template: PrintTemplate, station: PrintStation | undefined) => (isLabelTemplate(template) && station?.station ? SIZE_PAPER[station.labelSize] : TEMPLATE_PAPER[template]);
