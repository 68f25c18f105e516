// The test kind's own part of the detail view, a chunk of its own as a feature's is.
export default function PingDetail({ notification }: { notification: { data: { note: string } } }) {
  return <p>The note says: {notification.data.note}</p>;
}
