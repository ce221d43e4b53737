/**
 * The station a print comes from, its printer and its label paper, from the warehouse config's
 * station rows over the device bindings. Pure, for the print centre and the mock.
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
 * The user's station (on an enabled position of theirs, else the first configured); its printer: the
 * row's, else the one bound to its position, else the user's. None configured: 100 × 150, no station.
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
