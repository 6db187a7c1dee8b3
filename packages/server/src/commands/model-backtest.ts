/** `lineup-server model backtest`: being built (issue 4). */
export async function run(_args: string[]): Promise<void> {
  throw new Error('lineup-server model backtest is not built yet');
}
