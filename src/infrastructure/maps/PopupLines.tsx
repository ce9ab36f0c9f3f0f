/** A marker popup's content, the same in both maps adapters: the first line as its heading, then the rest. */
export function PopupLines({ lines }: { lines: readonly string[] }) {
  return (
    <div>
      <strong>{lines[0]}</strong>
      {lines.slice(1).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
