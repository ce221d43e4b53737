import Select from '@/components/Select';
import { warehouseEditSchema, warehouseSchema } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import { warehouseApi, type Warehouse } from '@/services/master';

/** The IANA time zones the browser knows (Asia/Shanghai, America/New_York…). */
const TIME_ZONES = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone').map((tz) => ({ value: tz, label: tz })) ?? [];
/** A new warehouse's time zone: the browser's (read once: an Intl formatter is costly to make in every render). */
const DEFAULTS = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

/** The warehouses (global): code, name, address, time zone. A warehouse is disabled, never deleted: its documents keep its code. */
export default function Warehouses() {
  return (
    <SetupScreen<Warehouse>
      name="warehouse"
      api={warehouseApi}
      schemas={{ create: warehouseSchema, edit: warehouseEditSchema }}
      label={(w) => w.code}
      noun="master.warehouse.noun"
      searchHint="master.warehouse.searchHint"
      noDelete
      defaults={DEFAULTS}
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true, extra: 'master.warehouse.codeHint' },
        { key: 'name', label: 'master.field.name', sortable: true },
        { key: 'timeZone', label: 'master.warehouse.timeZone', sortable: true, input: <Select showSearch options={TIME_ZONES} /> },
        { key: 'address', label: 'master.warehouse.address', wide: true },
      ]}
    />
  );
}
