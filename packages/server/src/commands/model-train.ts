/** `lineup-server model train`: being built (issue 4). */
export async function run(_args: string[]): Promise<void> {
  throw new Error('lineup-server model train is not built yet');
}
