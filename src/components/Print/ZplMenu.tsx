import { DownOutlined, DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZplTemplate } from '@/domain/print';
import { DPI_VALUES, stockOf, zplOf, type Dpi, type ZplLabel } from '@/domain/print/zpl';
import { saveBlob } from '@/kits/list/csv';
import { useData } from '@/query';
import { printApi } from '@/services/print';
import { failureText } from '@/utils/request';

/**
 * A label screen's labels as ZPL for a Zebra printer, drawn on the caller's station label size: one
 * file of every label at 203 or 300 dpi, or each sent as a job to the station's printer.
 */
export default function ZplMenu({ template, labels, file, testId }: { template: ZplTemplate; labels: () => ZplLabel[] | Promise<ZplLabel[]>; file: string; testId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const stationRead = useData(['print-station'], printApi.station, { freshMs: 60_000 });
  const station = stationRead.data;
  // the label size and printer come from the station: nothing is offered until they are known
  const stationNote = stationRead.error ? t('common.zpl.stationFailed', { reason: failureText(stationRead.error) }) : t('common.zpl.stationLoading');
  const size = (dpi: Dpi) => stockOf(station?.labelSize, dpi);

  const download = async (dpi: Dpi) => {
    setBusy(true);
    try {
      const name = `${file}-${dpi}dpi.zpl`;
      const all = await labels();
      saveBlob(name, new Blob([all.map((l) => zplOf(l, size(dpi))).join('')], { type: 'text/plain;charset=utf-8' }));
      message.success(t('common.zpl.downloaded', { file: name }));
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    setBusy(true);
    try {
      const all = await labels();
      let printer = '';
      // one job a label, in order: a refused one stops the rest and says why
      for (const label of all) printer = (await printApi.zpl({ template, copies: 1, dpi: DPI_VALUES[0], label })).printer;
      message.success(t('common.zpl.sent', { count: all.length, printer }));
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const items = station
    ? [
        ...DPI_VALUES.map((dpi) => ({ key: `download-${dpi}`, icon: <DownloadOutlined />, label: t('common.zpl.download', { dpi, w: size(dpi).widthMm, h: size(dpi).heightMm }), onClick: () => void download(dpi) })),
        { key: 'send', icon: <SendOutlined />, disabled: !station.printer, label: station.printer ? t('common.zpl.send', { printer: station.printer }) : t('common.zpl.noPrinter'), onClick: () => void send() },
      ]
    : [{ key: 'station', disabled: true, label: <span data-testid={`${testId ?? 'zpl'}-station`}>{stationNote}</span> }];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button size="small" loading={busy} data-testid={testId}>
        {t('common.zpl.menu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
