import BookingList from '../shared/BookingList';

/**
 * New bookings (501): the bookings waiting to be handled. screens.md lists 501 with 326 as a document
 * list of customer bookings, so it is the same list opened on "requested" (the other tabs a click away).
 */
export default function InBookingNew() {
  return <BookingList initialTab="requested" />;
}
