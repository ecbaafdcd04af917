/** Stock at order time (shop spec §4 "Product availability", §8 "Order"). */

/** The server's refusal when a line that is not a pre-order asks for more than there is. */
export function stockShortageMessage(title: string, available: number): string {
  return available <= 0 ? `${title} is out of stock` : `Only ${available} of ${title} available`;
}

export function preorderNotAllowedMessage(title: string): string {
  return `${title} cannot be pre-ordered`;
}

/** Pre-order lines wait for new stock; every other line takes its units now. */
export function unitsToReserve(line: { quantity: number; isPreorder: boolean }): number {
  return line.isPreorder ? 0 : line.quantity;
}
