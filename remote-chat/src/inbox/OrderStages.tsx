import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStageBody, OrderSummary } from 'shared';
import { OWNER_PAGE_ROUTES, SHIPPED_STAGE } from 'shared/constants';

export type MoveStage = (body: OrderStageBody) => Promise<string | null>;

interface Props {
  order: OrderSummary;
  /** Absent: the stages are shown, not moved. */
  onMove?: MoveStage | undefined;
}

/** Shipped needs the courier and tracking number, which the order's page in the back office asks for. */
const needsShipment = (name: string) => name.trim().toLowerCase() === SHIPPED_STAGE.toLowerCase();

/**
 * An order's pipeline stages with the owner's two moves: complete the next stage, or undo the last one
 * completed (stages move in turn, as the server keeps them). A Cancelled order's stages stay as they are.
 * Shipped is marked on the order's page, where the courier and tracking number are given.
 */
export function OrderStages({ order, onMove }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stages = order.pipelineStages;
  if (stages.length === 0) return null;

  const next = stages.find((s) => s.status !== 'Completed');
  const last = [...stages].reverse().find((s) => s.status === 'Completed');
  const done = stages.filter((s) => s.status === 'Completed').length;
  const movable = onMove !== undefined && order.status !== 'Cancelled';

  const move = async (stageId: string, status: OrderStageBody['status']) => {
    if (!onMove) return;
    setBusy(true);
    setError(null);
    const problem = await onMove({ orderId: order._id, stageId, status });
    setBusy(false);
    setError(problem);
  };

  return (
    <div className="inbox-stages">
      <p className="inbox-stages__progress">
        {done} of {stages.length} stages done
      </p>
      <ol className="inbox-stages__list" aria-label={`Stages of ${order.orderId}`}>
        {stages.map((stage) => {
          const completed = stage.status === 'Completed';
          return (
            <li key={stage._id} className={`inbox-stages__stage${completed ? ' inbox-stages__stage--done' : ''}`}>
              <span className="inbox-stages__mark" aria-hidden="true">
                {completed ? '✓' : ''}
              </span>
              {stage.name}
              <span className="inbox-visually-hidden">: {completed ? 'completed' : 'not completed'}</span>
            </li>
          );
        })}
      </ol>
      {movable && (
        <div className="inbox-stages__actions">
          {next && needsShipment(next.name) && (
            <Link className="inbox-button inbox-button--primary" to={`${OWNER_PAGE_ROUTES.orders}/${order._id}`}>
              Mark {next.name} with the courier and tracking number
            </Link>
          )}
          {next && !needsShipment(next.name) && (
            <button type="button" className="inbox-button inbox-button--primary" disabled={busy} onClick={() => void move(next._id, 'Completed')}>
              Mark {next.name} completed
            </button>
          )}
          {last && (
            <button type="button" className="inbox-button" disabled={busy} onClick={() => void move(last._id, 'Pending')}>
              Undo {last.name}
            </button>
          )}
        </div>
      )}
      {error && (
        <p className="inbox-stages__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
