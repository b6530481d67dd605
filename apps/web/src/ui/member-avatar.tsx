import { Avatar, type AvatarProps } from '@mantine/core';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { upperTr } from '@tedarik/contract/text';
import { uploadUrl } from '../lib/upload-url';

/** Up to two initials, Turkish upper-case ('ışık çelik' → 'IÇ'). */
export function initials(name: string): string {
  return upperTr(
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join(''),
  );
}

/** The member's logo, or the initials of the company (the name when there is no company). */
export function MemberAvatar({ user, ...props }: { user: SessionUser } & AvatarProps) {
  return (
    <Avatar
      src={uploadUrl(user.logo)}
      alt={user.firma || user.adSoyad}
      color="indigo"
      imageProps={{ width: 64, height: 64 }}
      {...props}
    >
      {initials(user.firma || user.adSoyad)}
    </Avatar>
  );
}
