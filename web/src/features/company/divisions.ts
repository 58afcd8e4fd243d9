import type { DivisionNode } from '@contract/company';

export interface FlatDivision {
  id: string;
  name: string;
  depth: number;
  /** The names from the top, "Sales › West", to tell same-named sub-divisions apart. */
  path: string;
}

/** The tree in reading order (each division before the ones inside it), for lists and selects. */
export function flattenDivisions(
  nodes: readonly DivisionNode[],
  depth = 0,
  parents: readonly string[] = [],
): FlatDivision[] {
  return nodes.flatMap((node) => {
    const names = [...parents, node.name];
    return [
      { id: node.id, name: node.name, depth, path: names.join(' › ') },
      ...flattenDivisions(node.children, depth + 1, names),
    ];
  });
}

/** Division names by id, for the users table. */
export function divisionNames(nodes: readonly DivisionNode[]): Map<string, string> {
  return new Map(flattenDivisions(nodes).map((d) => [d.id, d.path]));
}
