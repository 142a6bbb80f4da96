import { forEachItem, withIds } from "#core/calculator-ids";
import type { Calculator } from "#core/schemas/calculator";

const randomBytes = () => crypto.getRandomValues(new Uint8Array(8));

/**
 * The document with an id on every item (decision 220), for an edit that must name an item before the
 * next save answers its id: voting the prices names every category, a scenario's line change names a
 * line (decisions 229, 230). Items added since the last save take a random id as the store would give
 * (it keeps the ids it is sent); the same object comes back when every item already has one.
 */
export function withClientIds(calc: Calculator): Calculator {
  let missing = false;
  forEachItem(calc, (item) => {
    if (item.id === undefined) missing = true;
  });
  return missing ? withIds(calc, null, randomBytes) : calc;
}
