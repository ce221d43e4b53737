import { positionEditSchema, positionSchema } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import { positionApi, type Position } from '@/services/master';
import { POSITION_KIND_KEYS, userOptions } from '../shared/options';

/** Staff posts and stations (receiving desk 1, pack station 3) and who is on them. */
export default function Positions() {
  return (
    <SetupScreen<Position>
      name="position"
      api={positionApi}
      schemas={{ create: positionSchema, edit: positionEditSchema }}
      label={(p) => p.code}
      noun="master.position.noun"
      searchHint="master.position.searchHint"
      defaults={{ kind: 'receiving', userIds: [] }}
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true },
        { key: 'name', label: 'master.field.name', sortable: true },
        { key: 'kind', label: 'master.position.kind', kind: 'enum', options: POSITION_KIND_KEYS, sortable: true, filter: true },
        { key: 'userIds', label: 'master.position.users', kind: 'multi', options: userOptions, wide: true },
      ]}
    />
  );
}
