import PutawayScreen from '../shared/PutawayScreen';

/** Putaway of tallied notices' pallets (menu 63). */
export default function OnShelf() {
  return <PutawayScreen source="notice" />;
}
