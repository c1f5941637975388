import { Avatar, type AvatarProps } from '@mantine/core';
import { displayName, type InfoUser } from '@/lib/info-user';

/** The user's picture, or their initials in brand colours when there is none or it fails to load. */
export function UserAvatar({ user, ...props }: { user: InfoUser } & Omit<AvatarProps, 'src' | 'alt' | 'name'>) {
  const name = displayName(user);
  return <Avatar src={user.avatar_url || null} alt="" name={name} color="brand" {...props} />;
}
