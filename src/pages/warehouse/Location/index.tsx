import { AppstoreAddOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Badge, Button, Form, Space, Typography, type SelectProps } from 'antd';
import Select from '@/components/Select';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadBarcodes } from '@/components/Print/barcodeLoader';
import { locationEditSchema, locationSchema, MASTER_MENU_IDS, type LocationStatus } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import type { ListApi } from '@/kits/list/ListScreen';
import { locationApi, type Location } from '@/services/master';
import { useHeldIds } from '@/utils/workspace';
import LocationStock from '../shared/LocationStock';
import { LOCATION_STATUS_KEYS, LOCATION_TYPE_KEYS, zoneOptions } from '../shared/options';
import GenerateDialog from './GenerateDialog';
import LocationLabels, { zplLabels, type LabelData } from './LocationLabels';
import ZplMenu from '@/components/Print/ZplMenu';

const STATUS_BADGE = { active: 'success', locked: 'warning', disabled: 'default' } as const satisfies Record<LocationStatus, 'success' | 'warning' | 'default'>;

/**
 * The form's status: active or locked (disabled is the row's Disable action, where stock is
 * checked). A location under count (the list names its plan) shows its status read only: only the
 * plan's approval or cancel unlocks it.
 */
function StatusInput(props: SelectProps) {
  const { t } = useTranslation();
  const plan = Form.useWatch('countPlan', { form: Form.useFormInstance(), preserve: true }) as string | undefined;
  return (
    <>
      <Select
        {...props}
        disabled={!!plan}
        data-testid="location-status"
        options={(['active', 'locked', 'disabled'] as const).map((s) => ({ value: s, label: t(LOCATION_STATUS_KEYS[s]), disabled: s === 'disabled' }))}
      />
      {plan && (
        <Typography.Text type="warning" data-testid="location-count-lock">
          {t('master.location.countLocked', { plan })}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * Locations of the warehouse (ZONE-AA-RR-LL[-BB]): the set-up list, generation by ranges with a
 * preview, and 100 × 50 mm barcode labels for the selected or just-generated locations. Disabling
 * or deleting one that holds stock is refused by the server with the stock named.
 */
export default function Locations() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const held = useHeldIds();
  const [generating, setGenerating] = useState(false);
  const [labels, setLabels] = useState<LabelData[]>();
  const list = useRef<ListApi<Location>>();

  const print = async (rows: LabelData[]) => {
    // the sheet, its barcodes drawn, is in the document before the print dialog reads it
    await loadBarcodes().catch(() => undefined);
    flushSync(() => setLabels(rows.map(({ code, zone, type }) => ({ code, zone, type }))));
    window.print();
    message.success(t('master.location.label.printed', { count: rows.length }));
  };

  return (
    <>
      <SetupScreen<Location>
        name="location"
        api={locationApi}
        schemas={{ create: locationSchema, edit: locationEditSchema }}
        label={(l) => l.code}
        noun="master.location.noun"
        searchHint="master.location.searchHint"
        enabledOf={(l) => l.status !== 'disabled'}
        stateFilter={false}
        defaults={{ type: 'shelf', status: 'active', capacity: 400 }}
        fields={[
          { key: 'code', label: 'master.field.code', sortable: true },
          { key: 'zone', label: 'master.location.zone', kind: 'enum', options: zoneOptions, sortable: true, filter: true },
          { key: 'aisle', label: 'master.location.aisle', kind: 'number', hideInTable: true },
          { key: 'rack', label: 'master.location.rack', kind: 'number', hideInTable: true },
          { key: 'level', label: 'master.location.level', kind: 'number', hideInTable: true },
          { key: 'bin', label: 'master.location.bin', kind: 'number', hideInTable: true, extra: 'master.location.binHint' },
          { key: 'type', label: 'master.location.type', kind: 'enum', options: LOCATION_TYPE_KEYS, sortable: true, filter: true },
          { key: 'capacity', label: 'master.location.capacity', kind: 'number', sortable: true },
          {
            key: 'status',
            label: 'master.location.status',
            kind: 'enum',
            options: LOCATION_STATUS_KEYS,
            sortable: true,
            filter: true,
            render: (l) => <Badge status={STATUS_BADGE[l.status]} text={t(LOCATION_STATUS_KEYS[l.status])} />,
            input: <StatusInput />,
            extra: 'master.location.statusHint',
          },
          { key: 'pickSeq', label: 'master.location.pickSeq', kind: 'number', sortable: true, extra: 'master.location.pickSeqHint' },
        ]}
        listRef={list}
        toolbar={() => [
          <Button key="generate" icon={<AppstoreAddOutlined />} onClick={() => setGenerating(true)} data-testid="location-generate">
            {t('master.location.gen.open')}
          </Button>,
        ]}
        selectionTools={(rows) => (
          <Space size="small">
            <Button size="small" icon={<PrinterOutlined />} onClick={() => print(rows)} disabled={!rows.length} data-testid="location-print-selected">
              {t('master.location.label.printSelected', { count: rows.length })}
            </Button>
            {rows.length > 0 && <ZplMenu template="locationLabel" file="location-labels" testId="location-zpl" labels={() => zplLabels(rows, t)} />}
          </Space>
        )}
        drawerTabs={held.has(MASTER_MENU_IDS.model) ? (l) => [{ key: 'stock', label: t('master.location.stockTab'), children: <LocationStock code={l.code} /> }] : undefined}
      />
      {generating && <GenerateDialog onClose={() => setGenerating(false)} onGenerated={() => list.current?.reload()} onPrint={print} />}
      {labels && <LocationLabels labels={labels} />}
    </>
  );
}
