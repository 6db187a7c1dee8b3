/** `lineup-server data import`: being built (issue 4). */
export async function run(_args: string[]): Promise<void> {
  throw new Error('lineup-server data import is not built yet');
}
