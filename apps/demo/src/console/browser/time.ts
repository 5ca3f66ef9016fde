/** A moment as the page shows it: `14:03:22` today, with the date before it on another day. */
export function timeOf(at: number): string {
  const when = new Date(at);
  const time = when.toLocaleTimeString('en-GB', { hour12: false });
  return when.toDateString() === new Date().toDateString() ? time : `${when.toLocaleDateString('en-CA')} ${time}`;
}
