import { Button, Group, Modal, Text } from '@mantine/core';

export type SaveQuestion = { kind: 'draft'; errors: number } | { kind: 'conflict'; message: string };

/** asks before a save that needs it: a file with errors (saved as a draft), or one changed on disk since it was opened */
export function SaveDialog({ path, question, onAnswer }: { path: string; question: SaveQuestion | undefined; onAnswer: (go: boolean) => void }) {
  const title = question?.kind === 'conflict' ? `${path} changed on disk` : `Save ${path} as a draft?`;
  return (
    <Modal opened={question !== undefined} onClose={() => onAnswer(false)} title={title} centered>
      {question?.kind === 'draft' && (
        <Text size="sm">
          {path} has {question.errors} error{question.errors === 1 ? '' : 's'}. It can be saved as a draft, but the server refuses to start on a folder with
          errors (npm start and npm run serve stop with the list) until they are fixed.
        </Text>
      )}
      {question?.kind === 'conflict' && (
        <Text size="sm">
          {question.message}. Replacing it loses what is on disk now; keep editing to compare first (the file list marks it as changed on disk).
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button color={question?.kind === 'conflict' ? 'red' : 'orange'} onClick={() => onAnswer(true)}>
          {question?.kind === 'conflict' ? 'Replace the file on disk' : 'Save as a draft'}
        </Button>
      </Group>
    </Modal>
  );
}
