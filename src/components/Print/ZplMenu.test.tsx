import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ZplLabel } from '@/domain/print/zpl';
import { saveBlob } from '@/kits/list/csv';
import { printApi } from '@/services/print';
import ZplMenu from './ZplMenu';

jest.mock('@/services/print', () => ({ printApi: { station: jest.fn(), zpl: jest.fn() } }));
jest.mock('@/kits/list/csv', () => ({ saveBlob: jest.fn() }));

const labels: ZplLabel[] = [
  { kind: 'location', code: 'A-01-01-01', meta: 'Zone A', symbology: 'qr' },
  { kind: 'location', code: 'A-01-01-02', meta: 'Zone A', symbology: 'qr' },
];
const station = printApi.station as jest.Mock;
const send = printApi.zpl as jest.Mock;

function open(printer: string) {
  station.mockResolvedValue({ station: 'PACK-03', printer, labelSize: '100x50' });
  render(
    <App>
      <ZplMenu template="locationLabel" file="location-labels" labels={() => labels} />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: /common.zpl.menu/ }));
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => jest.clearAllMocks());

test("downloads one file of every label, drawn on the station's label size at the chosen dpi", async () => {
  open('PRN-0001');
  await waitFor(() => expect(screen.getAllByRole('menuitem')).toHaveLength(3)); // 203 dpi, 300 dpi, send
  fireEvent.click(screen.getAllByRole('menuitem')[1]);
  await waitFor(() => expect(saveBlob).toHaveBeenCalled());
  const [name, blob] = (saveBlob as jest.Mock).mock.calls[0];
  expect(name).toBe('location-labels-300dpi.zpl');
  const zpl = await blobText(blob);
  expect(zpl.match(/\^XA/g)).toHaveLength(2);
  expect(zpl).toContain('^PW1200\n^LL600'); // 100 × 50 mm at 12 dots/mm
  expect(zpl).toContain('QA,A-01-01-02');
});

test("sends each label as a job to the station's printer", async () => {
  send.mockResolvedValue({ printer: 'PRN-0001' });
  open('PRN-0001');
  await waitFor(() => expect(station).toHaveBeenCalled());
  const sendItem = await screen.findByRole('menuitem', { name: /common.zpl.send/ });
  fireEvent.click(sendItem);
  await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  expect(send.mock.calls.map(([job]) => [job.template, job.label.code])).toEqual([
    ['locationLabel', 'A-01-01-01'],
    ['locationLabel', 'A-01-01-02'],
  ]);
});

test('without a station printer the send item is disabled', async () => {
  open('');
  const item = await screen.findByRole('menuitem', { name: /common.zpl.noPrinter/ });
  expect(item.getAttribute('aria-disabled')).toBe('true');
});

test("until the station's printer and label size are known, nothing is offered but a note saying so", async () => {
  let answer: (v: unknown) => void = () => {};
  station.mockReturnValue(
    new Promise((resolve) => {
      answer = resolve;
    }),
  );
  render(
    <App>
      <ZplMenu template="locationLabel" file="location-labels" labels={() => labels} testId="zpl" />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: /common.zpl.menu/ }));
  expect(await screen.findByTestId('zpl-station')).toHaveTextContent('common.zpl.stationLoading');
  expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  expect(screen.queryByText(/common.zpl.noPrinter/)).toBeNull();
  answer({ station: 'PACK-03', printer: '', labelSize: '100x50' });
  expect(await screen.findByText(/common.zpl.noPrinter/)).toBeInTheDocument();
  expect(screen.queryByTestId('zpl-station')).toBeNull();
});
