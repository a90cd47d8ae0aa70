/** A round detail this client cannot read, shown as its JSON. */
export function RawDetail({ detail }: { detail: unknown }) {
  return <pre className="raw-detail">{JSON.stringify(detail, null, 2)}</pre>;
}
