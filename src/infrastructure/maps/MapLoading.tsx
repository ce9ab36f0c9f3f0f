/**
 * What stands in the map's place while its code loads, saying `text` (worded by the UI); no MUI here: adapters stay
 * UI-kit free.
 */
export function MapLoading({ height, text }: { height: number | string; text: string }) {
  return (
    <div
      role="status"
      style={{
        height,
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        background: '#f4f1ea',
        color: '#4b5563',
        font: '14px system-ui, sans-serif',
      }}
    >
      {text}
    </div>
  );
}
