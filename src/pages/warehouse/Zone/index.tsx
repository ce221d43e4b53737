import SetupScreen from '@/kits/setup/SetupScreen';
import { zoneEditSchema, zoneSchema } from '@/domain/master';
import { zoneApi, type Zone } from '@/services/master';
import { ZONE_TYPE_KEYS } from '../shared/options';

/** Zones of the warehouse (storage, picking, staging, returns, quarantine, FBA): the locations' first code part. */
export default function Zones() {
  return (
    <SetupScreen<Zone>
      name="zone"
      api={zoneApi}
      schemas={{ create: zoneSchema, edit: zoneEditSchema }}
      label={(z) => z.code}
      noun="master.zone.noun"
      searchHint="master.zone.searchHint"
      defaults={{ type: 'storage' }}
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true, extra: 'master.zone.codeHint' },
        { key: 'name', label: 'master.field.name', sortable: true },
        { key: 'type', label: 'master.zone.type', kind: 'enum', options: ZONE_TYPE_KEYS, sortable: true, filter: true },
      ]}
    />
  );
}
