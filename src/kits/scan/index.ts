/**
 * The scan-station kit (kind D of docs/kits.md): a handheld screen is a ScanStation fed by
 * useScanStation (last result, focus, offline queue with idempotency keys) and readScan (plain
 * codes and GS1 element strings).
 */
export { ScanFeedback, ScanFields, ScanInput, ScanQueuePanel, ScanScreen, ScanStation, type ScanStationProps } from './ScanStation';
export { ScanChooser } from './ScanChooser';
export { useScanStation, afterAnswer, beep, SCAN_RETRY_MS, type ScanMessage, type ScanFeedbackType, type ScanStationState, type ScanWrites } from './useScanStation';
export { readScan, codeMatches, type ScanRead, type ScanHit } from './readScan';
export { parseScan, formatGs1, gs1CheckDigit, GS, type Gs1Data, type Gs1Measure, type ScanCode } from './gs1';
export { isTransient, newScanKey, type QueuedScan, type ScanOutcome } from './queue';
