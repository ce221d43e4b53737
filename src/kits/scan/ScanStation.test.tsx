import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { GS } from './gs1';
import { codeMatches, readScan, type ScanHit } from './readScan';
import { ScanStation } from './ScanStation';
import { useScanStation } from './useScanStation';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string, vars?: object) => `t:${key}${vars ? JSON.stringify(vars) : ''}` }) }));
jest.mock('@/i18n', () => ({ __esModule: true, default: { language: 'en', t: (k: string) => k } }));
jest.mock('@/utils/session', () => ({ handleUnauthorized: jest.fn() }));

const t = ((key: string, vars?: object) => `t:${key}${vars ? JSON.stringify(vars) : ''}`) as never;

/** A one-step station that records what reaches the screen, with a button and another field beside it. */
function Station({ seen }: { seen: ScanHit[] }) {
  const station = useScanStation({ screen: 'test', writes: {} });
  const [n, setN] = useState(0);
  return (
    <>
      <input aria-label="other field" />
      <ScanStation
        station={station}
        title="Test"
        step={{ label: 'Scan it', index: 1, total: 2 }}
        progress={{ done: 1, total: 4 }}
        scan={{
          prompt: 'Scan it',
          onScan: (read) => {
            seen.push(read);
            station.say({ type: 'success', text: `ok ${read.code}` });
          },
        }}
        actions={<button type="button" onClick={() => setN(n + 1)}>press {n}</button>}
      />
    </>
  );
}

const field = () => screen.getByLabelText('Scan it') as HTMLInputElement;
const scan = (value: string) => {
  fireEvent.change(field(), { target: { value } });
  fireEvent.keyDown(field(), { key: 'Enter', code: 'Enter', keyCode: 13 });
  // the input takes one Enter per key press (it waits for the key to come up)
  fireEvent.keyUp(field(), { key: 'Enter', code: 'Enter', keyCode: 13 });
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('the step and what is left are in the header; the field is focused', () => {
  render(<Station seen={[]} />);
  expect(screen.getByTestId('scan-step')).toHaveTextContent('t:kit.scan.step{"index":1,"total":2,"label":"Scan it"}');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-label', 't:kit.scan.left{"count":3}');
  expect(field()).toHaveFocus();
});

test('Enter hands the code over and clears the field; the result is a status with its text', () => {
  const seen: ScanHit[] = [];
  render(<Station seen={seen} />);
  scan('  SKU00011 ');
  expect(seen.map((s) => s.code)).toEqual(['SKU00011']);
  scan('A-01-02');
  expect(seen.map((s) => s.code)).toEqual(['SKU00011', 'A-01-02']);
  scan('SKU00011');
  expect(seen.map((s) => s.code)).toEqual(['SKU00011', 'A-01-02', 'SKU00011']);
  expect(field().value).toBe('');
  expect(screen.getByRole('status')).toHaveTextContent('ok SKU00011');
});

test('Esc clears what was typed, nothing is sent', () => {
  const seen: ScanHit[] = [];
  render(<Station seen={seen} />);
  fireEvent.change(field(), { target: { value: 'half' } });
  fireEvent.keyDown(field(), { key: 'Escape' });
  expect(field().value).toBe('');
  expect(seen).toEqual([]);
});

test('a GS1 label reaches the screen as GTIN, lot and expiry', () => {
  const seen: ScanHit[] = [];
  render(<Station seen={seen} />);
  scan(`]C10109501101530003172706001012AB${GS}21S1`);
  expect(seen[0]).toMatchObject({ code: '09501101530003', gs1: { gtin: '09501101530003', lot: '12AB', expiry: '2027-06-30', serial: 'S1' } });
});

test('a GS1 label that does not parse is an alert and never reaches the screen', () => {
  const seen: ScanHit[] = [];
  render(<Station seen={seen} />);
  scan(']C10109501101530004');
  expect(seen).toEqual([]);
  expect(screen.getByTestId('scan-feedback-error')).toHaveAttribute('role', 'alert');
  expect(screen.getByTestId('scan-feedback-error')).toHaveTextContent('t:kit.scan.gs1.checkDigit{"ai":"01"}');
});

test('a tap on a button gives the focus back to the scan field; a tap into another field keeps it there', () => {
  render(<Station seen={[]} />);
  const button = screen.getByRole('button', { name: 'press 0' });
  button.focus();
  fireEvent.pointerUp(button);
  act(() => jest.runOnlyPendingTimers());
  expect(field()).toHaveFocus();
  const other = screen.getByLabelText('other field');
  other.focus();
  fireEvent.pointerUp(other);
  act(() => jest.runOnlyPendingTimers());
  expect(other).toHaveFocus();
});

test('a key typed while a button has the focus goes to the scan field (a scan never presses a button)', () => {
  render(<Station seen={[]} />);
  const button = screen.getByRole('button', { name: 'press 0' });
  button.focus();
  fireEvent.keyDown(button, { key: '4' });
  expect(field()).toHaveFocus();
});

test('the beep is off by default and remembered when switched on', () => {
  render(<Station seen={[]} />);
  const sound = screen.getByRole('button', { name: 't:kit.scan.sound' });
  expect(sound).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(sound);
  expect(sound).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem('wms.scanSound')).toBe('on');
});

test('readScan: plain codes as typed; codeMatches: a GTIN-14 matches the EAN-13 it carries', () => {
  expect(readScan('A-01-02', t)).toEqual({ ok: true, raw: 'A-01-02', code: 'A-01-02' });
  expect(codeMatches('06901234567892', ['6901234567892'])).toBe(true);
  expect(codeMatches('sku00011', ['SKU00011'])).toBe(true);
  expect(codeMatches('6901234567893', ['6901234567892'])).toBe(false);
});

test('readScan: a pallet label names its content GTIN (02), else its SSCC; a refused one says why, translated', () => {
  expect(readScan(`]C1000950123456789012370209521234543213${GS}3712`, t)).toMatchObject({ ok: true, code: '09521234543213', gs1: { sscc: '095012345678901237', content: '09521234543213', count: 12 } });
  expect(readScan('(00)095012345678901237', t)).toMatchObject({ ok: true, code: '095012345678901237' });
  // a station does not need 19 or 3106: kept and ignored, the scan goes through
  expect(readScan(']C1010952123454321319123456', t)).toMatchObject({ ok: true, code: '09521234543213', gs1: { other: { '19': '123456' } } });
  expect(readScan('(00)095012345678901235', t)).toEqual({ ok: false, raw: '(00)095012345678901235', message: 't:kit.scan.gs1.checkDigit{"ai":"00"}' });
  expect(readScan(']C10109521234543213' + '0512', t)).toMatchObject({ ok: false, message: 't:kit.scan.gs1.unknownAi{"ai":"05"}' });
});

/** Renders, in order (a class: the station compares its parts' props by identity, not by content). */
class RenderLog {
  lines: string[] = [];

  push(line: string) {
    this.lines.push(line);
  }
}

/** A station whose scans go to a write; the work below it and a header part record each render. */
function AnsweringStation({ log, send }: { log: RenderLog; send: (p: { code: string }) => Promise<{ count: number }> }) {
  const station = useScanStation({ screen: 'answering', writes: { scan: send } });
  const [count, setCount] = useState(0);
  log.push(`screen ${count}`);
  const onScan = async ({ code }: ScanHit) => {
    const outcome = await station.submit('scan', { code }, code);
    if (outcome.status !== 'sent') return;
    setCount(outcome.result.count);
    station.say({ type: 'success', text: `counted ${outcome.result.count}` });
  };
  return (
    <ScanStation station={station} title="Answers" scan={{ prompt: 'Scan it', onScan }} header={<Part log={log} name="header" fixed />}>
      <Part log={log} name="work" count={count} />
    </ScanStation>
  );
}

/** Records its renders, and what the station's feedback showed on screen at that moment. */
function Part({ log, name, count }: { log: RenderLog; name: string; count?: number; fixed?: boolean }) {
  log.push(`${name} ${count ?? ''} (feedback: ${document.querySelector('.wms-scan-feedback')?.textContent ?? 'none'})`.trim());
  return <span>{`${name} ${count ?? ''}`}</span>;
}

test("a scan's answer is on screen before the work below it renders again; then the work shows it too", async () => {
  const log = new RenderLog();
  render(<AnsweringStation log={log} send={async () => ({ count: 1 })} />);
  log.lines = [];
  await act(async () => scan('SKU00011'));
  expect(screen.getByRole('status')).toHaveTextContent('counted 1');
  expect(screen.getByText('work 1')).toBeInTheDocument();
  // the work rendered once, with the answer already shown above it; the unchanged header not at all
  expect(log.lines.filter((l) => !l.startsWith('screen'))).toEqual(['work 1 (feedback: counted 1)']);
});

test('a scan with nothing waiting renders no screen before its write is sent', async () => {
  const log = new RenderLog();
  let sent = 0;
  let release: (v: { count: number }) => void = () => {};
  const send = () => {
    sent++;
    return new Promise<{ count: number }>((resolve) => {
      release = resolve;
    });
  };
  render(<AnsweringStation log={log} send={send} />);
  log.lines = [];
  await act(async () => scan('SKU00011'));
  expect(sent).toBe(1);
  expect(log.lines).toEqual([]);
  await act(async () => release({ count: 2 }));
  expect(screen.getByText('work 2')).toBeInTheDocument();
});
