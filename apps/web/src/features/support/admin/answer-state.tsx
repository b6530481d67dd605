import { StateBadge } from '../../../ui/admin/status';

/** donus: the member wrote last, so the ticket waits for the desk. */
const ANSWER_STATE = { waiting: 'Yanıt Bekliyor', answered: 'Yanıtlandı' } as const;

/** 'Yanıt Bekliyor' (orange) or 'Yanıtlandı' (green), in the back-office's lists and the thread's head. */
export function AnswerState({ waiting }: { waiting: boolean }) {
  return (
    <StateBadge color={waiting ? 'orange' : 'green'}>
      {waiting ? ANSWER_STATE.waiting : ANSWER_STATE.answered}
    </StateBadge>
  );
}
