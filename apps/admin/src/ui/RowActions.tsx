import { Icon } from './Icon';

interface RowActionsProps {
  /** Names the row in the buttons' labels: "Edit Welcome bonus". */
  name: string;
  /** Prefix of the buttons' test ids: `${testIdPrefix}-edit`, `${testIdPrefix}-delete`. */
  testIdPrefix: string;
  onEdit: () => void;
  /** Without it the row offers Edit only. */
  onDelete?: () => void;
}

/** The actions cell of a back-office table row: Edit, and Delete where the row may be deleted. */
export function RowActions({ name, testIdPrefix, onEdit, onDelete }: RowActionsProps) {
  return (
    <td className="col-actions">
      <div className="row-actions">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          data-testid={`${testIdPrefix}-edit`}
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          <Icon name="edit" size={14} /> Edit
        </button>
        {onDelete ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-ghost-danger"
            data-testid={`${testIdPrefix}-delete`}
            aria-label={`Delete ${name}`}
            onClick={onDelete}
          >
            <Icon name="trash" size={14} />
          </button>
        ) : null}
      </div>
    </td>
  );
}
