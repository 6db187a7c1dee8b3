/** `lineup-server data sync`: being built (issue 4). */
export async function run(_args: string[]): Promise<void> {
  throw new Error('lineup-server data sync is not built yet');
}
