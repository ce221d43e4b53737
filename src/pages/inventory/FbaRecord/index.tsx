import { fbaApi } from '@/services/relocate';
import { RecordList } from '../Record';

/** FBA location records (522): the movement journal of the FBA locations (staging, release, picks), with the record screen's filters. */
export default function FbaRecord() {
  return <RecordList name="fba-records" fetch={fbaApi.records} />;
}
