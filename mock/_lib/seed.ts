import { createHash, randomBytes } from 'crypto';
import { flattenMenu } from '../../src/domain/menu';
import type { AuditRecord } from '../../src/services/types/system';
import type { Warehouse } from '../../src/services/types/warehouse';

// What the console sees too: declared once, in the console's types.
export type { AuditRecord, Warehouse };

export type MenuSetName = 'warehouse' | 'system';

export interface Role {
  id: string;
  code: string;
  name: string;
  description: string;
  /** Which menu's ids this role holds. */
  menuSet: MenuSetName;
  /** Warehouse roles can be limited to one warehouse; undefined = every warehouse. */
  warehouseId?: string;
  menuIds: string[];
  createdAt: string;
  updatedAt: string;
}

export interface User {
  id: string;
  username: string;
  name: string;
  phone: string;
  email: string;
  /** 'system': an account of the system menu (admin users); 'warehouse': staff. */
  kind: MenuSetName;
  roleIds: string[];
  warehouseIds: string[];
  enabled: boolean;
  passwordSalt: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export interface Session {
  token: string;
  userId: string;
  createdAt: number;
  lastSeen: number;
}

export function hashPassword(password: string, salt = randomBytes(8).toString('hex')) {
  return { passwordSalt: salt, passwordHash: createHash('sha256').update(`${salt}:${password}`).digest('hex') };
}

export const allIds = (set: MenuSetName) => flattenMenu(set).flatMap((e) => (e.id ? [e.id] : []));

/** Ids of the entries at or below the given top-level paths of the warehouse menu. */
export const idsUnder = (...paths: string[]) =>
  flattenMenu('warehouse')
    .filter((e) => e.id && paths.some((p) => e.path === p || e.path.startsWith(`${p}/`)))
    .map((e) => e.id!);

/**
 * The seed's clock: MOCK_SEED_TIME when set (the unit tests pin one), else the server's start, to the
 * minute, so the demo has today's orders, arrivals due and counts under way. The draws are fixed.
 */
export const SEED_TIME = process.env.MOCK_SEED_TIME || new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

export function seedMaster() {
  const warehouses: Warehouse[] = [
    { id: 'w1', code: 'SZ01', name: 'Shenzhen Bao’an DC', address: 'Bao’an, Shenzhen', timeZone: 'Asia/Shanghai', enabled: true },
    { id: 'w2', code: 'LA01', name: 'Los Angeles Ontario DC', address: 'Ontario, CA', timeZone: 'America/Los_Angeles', enabled: true },
    { id: 'w3', code: 'NJ01', name: 'New Jersey Edison DC', address: 'Edison, NJ', timeZone: 'America/New_York', enabled: true },
  ];
  const role = (r: Omit<Role, 'createdAt' | 'updatedAt' | 'description'> & { description?: string }): Role => ({
    description: '',
    ...r,
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  });
  const roles: Role[] = [
    role({ id: 'r1', code: 'admin', name: 'Administrator', description: 'System administration', menuSet: 'system', menuIds: allIds('system') }),
    role({ id: 'r2', code: 'wh_manager', name: 'Warehouse manager', description: 'Every warehouse screen', menuSet: 'warehouse', menuIds: allIds('warehouse') }),
    role({
      id: 'r3',
      code: 'wh_staff',
      name: 'Warehouse staff',
      description: 'Outbound, inventory and tasks',
      menuSet: 'warehouse',
      warehouseId: 'w1',
      menuIds: ['148', ...idsUnder('/outbound', '/inventory'), '178'],
    }),
  ];
  const user = (u: Omit<User, 'createdAt' | 'updatedAt' | 'passwordSalt' | 'passwordHash' | 'enabled'>, password: string): User => ({
    ...u,
    enabled: true,
    ...hashPassword(password, `seed-${u.username}`),
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  });
  const users: User[] = [
    user({ id: 'u1', username: 'admin', name: 'Admin', phone: '13800000001', email: 'admin@example.com', kind: 'system', roleIds: ['r1', 'r2'], warehouseIds: ['w1', 'w2', 'w3'] }, 'admin123'),
    user({ id: 'u2', username: 'staff', name: 'Li Staff', phone: '13800000002', email: 'staff@example.com', kind: 'warehouse', roleIds: ['r3'], warehouseIds: ['w1'] }, 'staff123'),
    user({ id: 'u3', username: 'sysadmin', name: 'Sys Admin', phone: '13800000003', email: 'sysadmin@example.com', kind: 'system', roleIds: ['r1'], warehouseIds: [] }, 'sysadmin123'),
  ];
  return { warehouses, roles, users };
}
