/** Demo customers seeded from fixtures/customers.json (their passwords are listed in README.md). */
export const DEMO_CUSTOMERS = {
  aarav: { phone: '9876543210', password: 'Rail@1234', email: 'aarav@railbite.example', name: 'Aarav Sharma' },
  priya: { phone: '9123456780', password: 'Bite@2025', email: 'priya@railbite.example', name: 'Priya Nair' },
  kabir: { phone: '7000000001', password: 'Train#2026', email: 'kabir@railbite.example', name: 'Kabir Khan' },
} as const;
