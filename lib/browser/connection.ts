/** docs/product.md §9: no link prefetching on a 2g connection or with Save-Data on. */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

export function isSlowConnection(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}
