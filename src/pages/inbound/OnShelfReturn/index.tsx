import PutawayScreen from '../shared/PutawayScreen';

/** Putaway of booked returns' pallets (menu 211). */
export default function OnShelfReturn() {
  return <PutawayScreen source="return" />;
}
