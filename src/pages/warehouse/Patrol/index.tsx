import { patrolRouteEditSchema, patrolRouteSchema } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import { patrolApi, type PatrolRoute } from '@/services/master';
import { useTranslation } from 'react-i18next';
import BackToTasks from '@/pages/task/shared/BackToTasks';
import Rounds from './Rounds';

/** Inspection routes (locations in walking order) and their rounds with findings. */
export default function Patrol() {
  const { t } = useTranslation();
  return (
    <SetupScreen<PatrolRoute>
      name="patrol"
      api={patrolApi}
      schemas={{ create: patrolRouteSchema, edit: patrolRouteEditSchema }}
      label={(r) => r.code}
      noun="master.patrol.noun"
      searchHint="master.patrol.searchHint"
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true },
        { key: 'name', label: 'master.field.name', sortable: true },
        { key: 'locations', label: 'master.patrol.locations', kind: 'list', wide: true, extra: 'master.patrol.locationsHint', value: (r) => r.locations.join(' → ') },
      ]}
      toolbar={() => [<BackToTasks key="back" />]}
      drawerTabs={(r) => [{ key: 'rounds', label: <span data-testid="tab-rounds">{t('master.patrol.rounds')}</span>, children: <Rounds route={r} /> }]}
    />
  );
}
