import 'server-only';
import { projectDeliverables, projectEvents, projects } from '@/db/schema';
import type { Tx } from '@/features/account/writable';

/** What a project is made from: the accepted proposal and its lines, as they were accepted. */
export type AcceptedProposal = {
  id: string;
  userId: string;
  clientId: string | null;
  clientName: string;
  title: string;
  totalCents: number;
  lines: readonly { name: string; hours: number }[];
};

/**
 * Accepting a proposal makes its project, in the acceptance's own transaction: one deliverable per
 * line with its hours as the estimate, everything "a fazer". One project per proposal (an index
 * keeps it so), so a repeated call changes nothing.
 */
export async function createProjectFromProposal(tx: Tx, proposal: AcceptedProposal): Promise<string | null> {
  const project = (
    await tx
      .insert(projects)
      .values({
        userId: proposal.userId,
        proposalId: proposal.id,
        clientId: proposal.clientId,
        clientName: proposal.clientName,
        title: proposal.title,
        agreedCents: proposal.totalCents,
      })
      .onConflictDoNothing({ target: projects.proposalId })
      .returning({ id: projects.id })
  ).at(0);
  if (!project) return null;
  if (proposal.lines.length) {
    await tx.insert(projectDeliverables).values(
      proposal.lines.map((line, position) => ({
        projectId: project.id,
        userId: proposal.userId,
        name: line.name,
        estimatedMinutes: Math.round(line.hours * 60),
        position,
      })),
    );
  }
  await tx
    .insert(projectEvents)
    .values({ projectId: project.id, userId: proposal.userId, kind: 'created', detail: proposal.title });
  return project.id;
}
