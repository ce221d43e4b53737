import SetupScreen from '@/kits/setup/SetupScreen';
import { dockEditSchema, dockSchema } from '@/domain/master';
import { dockApi, type Dock } from '@/services/master';
import { DOCK_STATUS_KEYS, DOCK_TYPE_KEYS } from '../shared/options';

/** Dock doors: inbound, outbound or both, free or occupied, and the trailer or appointment at each. */
export default function Docks() {
  return (
    <SetupScreen<Dock>
      name="dock"
      api={dockApi}
      schemas={{ create: dockSchema, edit: dockEditSchema }}
      label={(d) => d.code}
      noun="master.dock.noun"
      searchHint="master.dock.searchHint"
      defaults={{ type: 'both', status: 'free' }}
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true },
        { key: 'name', label: 'master.field.name', sortable: true },
        { key: 'type', label: 'master.dock.type', kind: 'enum', options: DOCK_TYPE_KEYS, sortable: true, filter: true },
        { key: 'status', label: 'master.dock.status', kind: 'enum', options: DOCK_STATUS_KEYS, sortable: true, filter: true },
        { key: 'trailer', label: 'master.dock.trailer' },
        { key: 'appointment', label: 'master.dock.appointment' },
      ]}
    />
  );
}
