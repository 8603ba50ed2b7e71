// The decoration's block list: reorder by pointer or keyboard (dnd-kit's sortable preset: focus a
// handle, Space, arrow keys, Space; Escape cancels) with the moves read out to screen readers in the
// page's language; edit and remove (asked first) each block.
import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DecorationBlock } from '@shop/session/contract';
import { Button } from '#ui/components/Button/Button.tsx';
import { ConfirmDialog } from '#ui/components/Dialog/ConfirmDialog.tsx';
import { Tag } from '#ui/components/Tag/Tag.tsx';
import { useT } from '#ui/i18n/I18nProvider.tsx';
import { IconEdit, IconMoreVertical, IconTrash } from '#ui/icons/index.tsx';
import { cx } from '#ui/lib/cx.ts';

export interface BlockListProps {
  blocks: readonly DecorationBlock[];
  /** The block's name (its type's label from the options). */
  nameOf: (block: DecorationBlock) => string;
  summaryOf: (block: DecorationBlock) => string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onReorder: (blocks: DecorationBlock[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

export function BlockList({ blocks, nameOf, summaryOf, selectedId, onSelect, onReorder, onRemove, disabled }: BlockListProps) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = blocks.map((b) => b.id);
  const name = (id: UniqueIdentifier) => {
    const block = blocks.find((b) => b.id === id);
    return block ? nameOf(block) : String(id);
  };
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('decoration.dnd.start', { name: name(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('decoration.dnd.over', { name: name(active.id), position: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('decoration.dnd.end', { name: name(active.id), position: position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('decoration.dnd.cancel', { name: name(active.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('decoration.dnd.instructions') } }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        onReorder(arrayMove([...blocks], position(active.id) - 1, position(over.id) - 1));
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">
          {blocks.map((block, index) => (
            <BlockRow
              key={block.id}
              block={block}
              index={index}
              name={nameOf(block)}
              summary={summaryOf(block)}
              selected={block.id === selectedId}
              onSelect={() => onSelect(block.id)}
              onRemove={() => onRemove(block.id)}
              disabled={disabled}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function BlockRow({
  block,
  index,
  name,
  summary,
  selected,
  onSelect,
  onRemove,
  disabled,
}: {
  block: DecorationBlock;
  index: number;
  name: string;
  summary: string;
  selected: boolean;
  onSelect: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-block-id={block.id}
      className={cx(
        'flex items-center gap-2 rounded-lg border bg-surface p-2 shadow-xs',
        selected ? 'border-primary ring-1 ring-primary' : 'border-line',
        isDragging && 'relative z-10 shadow-md',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('decoration.move', { name })}
        className="focus-ring flex size-control-md shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-muted hover:bg-surface-strong active:cursor-grabbing"
      >
        <IconMoreVertical />
      </button>
      <button type="button" onClick={onSelect} aria-pressed={selected} className="focus-ring min-w-0 flex-1 rounded-sm text-start">
        <span className="flex items-center gap-2 text-sm font-medium text-fg">
          <span className="text-xs text-fg-subtle tabular-nums">{index + 1}</span>
          {name}
          {block.visible ? null : <Tag size="sm">{t('decoration.hidden')}</Tag>}
        </span>
        <span className="block truncate text-xs text-fg-muted">{summary}</span>
      </button>
      <Button variant="ghost" size="sm" iconOnly icon={<IconEdit />} aria-label={t('decoration.edit', { name })} onClick={onSelect} />
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<IconTrash />}
        aria-label={t('decoration.remove', { name })}
        onClick={() => setAsking(true)}
        disabled={disabled}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={t('decoration.removeTitle', { name })}
        description={t('decoration.removeText')}
        confirmLabel={t('decoration.removeConfirm')}
        onConfirm={onRemove}
      />
    </li>
  );
}
