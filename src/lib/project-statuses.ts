// A project's and a deliverable's stages (a fazer, em andamento, em revisão, entregue), in board order.
export const PROJECT_STATUSES = ['a_fazer', 'em_andamento', 'em_revisao', 'entregue'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}
