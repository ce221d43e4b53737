import BookingList from '../shared/BookingList';

/** Customer delivery bookings (326): every state. */
export default function InBooking() {
  return <BookingList />;
}
